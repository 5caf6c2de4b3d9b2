import { IconBell as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconBell = /* @__PURE__ */ decorative(Tabler);
