import { IconSearch as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconSearch = /* @__PURE__ */ decorative(Tabler);
