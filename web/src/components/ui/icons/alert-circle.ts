import { IconAlertCircle as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconAlertCircle = /* @__PURE__ */ decorative(Tabler);
