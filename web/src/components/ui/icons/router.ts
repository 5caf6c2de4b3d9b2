import { IconRouter as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconRouter = /* @__PURE__ */ decorative(Tabler);
