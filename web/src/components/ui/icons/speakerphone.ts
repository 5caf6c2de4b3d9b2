import { IconSpeakerphone as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconSpeakerphone = /* @__PURE__ */ decorative(Tabler);
