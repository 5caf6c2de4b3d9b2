import { IconUserCircle as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconUserCircle = /* @__PURE__ */ decorative(Tabler);
