import { IconAlertTriangle as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconAlertTriangle = /* @__PURE__ */ decorative(Tabler);
