import { startSignInPage } from './sign-in-page';

void startSignInPage();
