import { IconRocket as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconRocket = /* @__PURE__ */ decorative(Tabler);
