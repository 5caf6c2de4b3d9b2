import {
  authRequestSchema,
  confirmSignupRequestSchema,
  meResponseSchema,
  sendCodeRequestSchema,
  sendCodeResponseSchema,
  sessionResponseSchema,
  signupRequestSchema,
  signupResponseSchema,
  verifyCodeRequestSchema,
} from '../auth.js';
import { emptyRequestSchema, okResponseSchema } from '../common.js';
import {
  changeEmailRequestSchema,
  changeEmailResponseSchema,
  confirmEmailRequestSchema,
  confirmEmailResponseSchema,
  profileRequestSchema,
  profileResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
} from '../profile.js';
import { ENDPOINT_ROUTES } from '../routes.js';
import {
  endOtherSessionsResponseSchema,
  endSessionRequestSchema,
  sessionsResponseSchema,
} from '../sessions.js';

/** Sign-in, sign-up, the session and the profile: the endpoints of the customer's account. */
export const accountEndpoints = {
  sendCode: {
    ...ENDPOINT_ROUTES.sendCode,
    request: sendCodeRequestSchema,
    response: sendCodeResponseSchema,
  },
  verifyCode: {
    ...ENDPOINT_ROUTES.verifyCode,
    request: verifyCodeRequestSchema,
    response: sessionResponseSchema,
  },
  auth: {
    ...ENDPOINT_ROUTES.auth,
    request: authRequestSchema,
    response: sessionResponseSchema,
  },
  signup: {
    ...ENDPOINT_ROUTES.signup,
    request: signupRequestSchema,
    response: signupResponseSchema,
  },
  confirmSignup: {
    ...ENDPOINT_ROUTES.confirmSignup,
    request: confirmSignupRequestSchema,
    response: sessionResponseSchema,
  },
  logout: {
    ...ENDPOINT_ROUTES.logout,
    request: emptyRequestSchema,
    response: okResponseSchema,
  },
  me: {
    ...ENDPOINT_ROUTES.me,
    request: emptyRequestSchema,
    response: meResponseSchema,
  },
  sessions: {
    ...ENDPOINT_ROUTES.sessions,
    request: emptyRequestSchema,
    response: sessionsResponseSchema,
  },
  endSession: {
    ...ENDPOINT_ROUTES.endSession,
    request: endSessionRequestSchema,
    response: okResponseSchema,
  },
  endOtherSessions: {
    ...ENDPOINT_ROUTES.endOtherSessions,
    request: emptyRequestSchema,
    response: endOtherSessionsResponseSchema,
  },
  profile: {
    ...ENDPOINT_ROUTES.profile,
    request: profileRequestSchema,
    response: profileResponseSchema,
  },
  updateProfile: {
    ...ENDPOINT_ROUTES.updateProfile,
    request: updateProfileRequestSchema,
    response: updateProfileResponseSchema,
  },
  changeEmail: {
    ...ENDPOINT_ROUTES.changeEmail,
    request: changeEmailRequestSchema,
    response: changeEmailResponseSchema,
  },
  confirmEmail: {
    ...ENDPOINT_ROUTES.confirmEmail,
    request: confirmEmailRequestSchema,
    response: confirmEmailResponseSchema,
  },
  resetPassword: {
    ...ENDPOINT_ROUTES.resetPassword,
    request: resetPasswordRequestSchema,
    response: resetPasswordResponseSchema,
  },
} as const;
