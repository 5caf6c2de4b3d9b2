import { IconLink as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconLink = /* @__PURE__ */ decorative(Tabler);
