import { IconMail as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconMail = /* @__PURE__ */ decorative(Tabler);
