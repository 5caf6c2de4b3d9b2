import { registerServiceWorker } from '@/utils/service-worker';

import { startSignInPage } from './sign-in-page';

void startSignInPage();
registerServiceWorker();
