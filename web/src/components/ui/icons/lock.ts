import { IconLock as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconLock = /* @__PURE__ */ decorative(Tabler);
