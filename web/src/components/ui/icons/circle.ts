import { IconCircle as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconCircle = /* @__PURE__ */ decorative(Tabler);
