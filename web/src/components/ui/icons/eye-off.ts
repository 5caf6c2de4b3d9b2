import { IconEyeOff as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconEyeOff = /* @__PURE__ */ decorative(Tabler);
