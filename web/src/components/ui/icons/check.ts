import { IconCheck as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconCheck = /* @__PURE__ */ decorative(Tabler);
