import { IconListNumbers as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconListSteps = /* @__PURE__ */ decorative(Tabler);
