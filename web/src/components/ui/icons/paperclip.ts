import { IconPaperclip as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconPaperclip = /* @__PURE__ */ decorative(Tabler);
