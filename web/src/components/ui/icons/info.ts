import { IconInfoCircle as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconInfo = /* @__PURE__ */ decorative(Tabler);
