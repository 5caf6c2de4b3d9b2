import { IconSend as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconSend = /* @__PURE__ */ decorative(Tabler);
