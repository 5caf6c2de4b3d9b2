import { IconEye as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconEye = /* @__PURE__ */ decorative(Tabler);
