import type {
  AuthUser,
  SendCodeResponse,
  SessionResponse,
} from '@members/contract';

import { demoUser } from './fixtures';

/** The answer of `sendCode`: the server's default timing. */
export const sendCodeFixture: SendCodeResponse = {
  error: false,
  expiresIn: 600,
  resendIn: 60,
};

/** The answer of a successful sign-in (`verifyCode`, `auth`, `confirmSignup`). */
export function makeSession(user: AuthUser = demoUser): SessionResponse {
  return { error: false, userid: user.userid, token: 'test-token', user };
}
