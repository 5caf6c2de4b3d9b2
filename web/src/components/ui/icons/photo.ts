import { IconPhoto as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconPhoto = /* @__PURE__ */ decorative(Tabler);
