import { IconCircleCheck as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconCircleCheck = /* @__PURE__ */ decorative(Tabler);
