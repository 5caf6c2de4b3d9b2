import type { ENDPOINT_ROUTES } from './routes.js';

/** Each endpoint's one-line summary, for the API's documentation (openapi.ts) only. */
export const ENDPOINT_SUMMARIES: Record<keyof typeof ENDPOINT_ROUTES, string> =
  {
    sendCode: 'E-mail a six-digit sign-in code (same answer for any address)',
    verifyCode: 'Sign in with the e-mailed code of this attempt',
    auth: 'Sign in with the WHMCS password',
    signup: 'Create an account and e-mail its confirmation link',
    confirmSignup: 'Confirm a signup with the e-mailed token and sign in',
    logout: 'End the session on the server',
    me: 'The signed-in customer',
    env: 'Public settings of this members area',
    allData: 'Everything the dashboard shows, loaded in parallel',
    markAnnouncementsSeen:
      'Mark the announcements up to a date as seen by the customer (the mark only moves forward)',
    invoices: "The customer's invoices",
    tickets: "The customer's support tickets",
    subscriptions: "The customer's subscriptions, active and not",
    departements: 'Support departments a ticket can be opened in',
    invoice: 'One of the customer’s invoices, with its items',
    sendAlert:
      'Record a visit from a WHMCS entry link in the client’s activity log (needs the WHMCS identifier)',
    ticket: 'One of the customer’s tickets, with its thread',
    updateMacAddress: 'Set the device MAC of an Active subscription',
    update_parental_code: 'Set the parental code of an Active subscription',
    updatePassword:
      'Give an Active subscription a new, generated line password',
    deviceSetup:
      'Server URL, credentials, playlist and guide of an Active subscription',
    lineStatus:
      'The live state of an Active subscription’s line on the IPTV panel (status, expiry, connections)',
    payInvoice: 'A payment link for an Unpaid invoice',
    payAll: 'A payment link for all Unpaid invoices at once (mass pay)',
    cancelRequest:
      'Declare a cancellation (§ 312k BGB): signed in for an own subscription, or as a guest',
    cancelReceipt:
      'The receipt of a cancellation as a PDF (by the link cancelRequest gave)',
    applyCredit: 'Apply account credit to an Unpaid invoice',
    invoicePdf: 'An invoice as a PDF document',
    openTicket: 'Open a support ticket, with attachments',
    addReply: 'Reply to one of the customer’s tickets, with attachments',
    cancelTicket: 'Close one of the customer’s tickets',
    ticketAttachment:
      'Download a file attached to one of the customer’s tickets',
    withdrawal: 'Ask for affiliate earnings to be paid out (affiliates only)',
    withdrawals:
      'Earlier withdrawal requests and the available balance (affiliates only)',
    update_redirect_url: 'Set the reseller redirect URL (resellers only)',
    sessions: 'The signed-in customer’s sessions (devices)',
    endSession: 'End one of the customer’s sessions',
    endOtherSessions: 'End every session of the customer but this one',
    planOptions:
      'The plans an Active subscription may move to, with the price difference for the rest of the period',
    changePlan:
      'Move an Active subscription to another allowed plan; answers the invoice to pay',
    catalogue: 'The products a customer may order, in their currency',
    order:
      'Order another line (one product and cycle, a promotion code optionally); answers the invoice to pay',
    profile: 'The customer’s details, e-mail categories and language',
    updateProfile:
      'Change the details, e-mail categories and language (an allow-list of UpdateClient fields)',
    changeEmail: 'Send a code to a new sign-in e-mail address',
    confirmEmail:
      'Confirm the new e-mail with its code; the old address is told',
    resetPassword: 'Have WHMCS e-mail its own password-reset link',
    resellerProduct:
      'Status of a reseller’s service, for the reseller success page',
    security:
      'The customer’s passkeys and second factor, and whether a new check is needed for sensitive changes',
    passkeyRegisterOptions:
      'WebAuthn creation options to add a passkey (a recent sign-in or check is needed)',
    passkeyRegister:
      'Add a passkey from the browser’s new credential (WebAuthn JSON)',
    renamePasskey: 'Rename one of the customer’s passkeys',
    removePasskey:
      'Remove one of the customer’s passkeys (a recent check is needed)',
    passkeySignInOptions:
      'WebAuthn request options to sign in with a passkey, no e-mail needed',
    passkeySignIn:
      'Sign in with a passkey assertion (WebAuthn JSON); a session like a password sign-in',
    totpSetup:
      'Start setting up an authenticator app: a new secret and its otpauth URI',
    totpEnable:
      'Turn the authenticator app on with its first code; answers ten recovery codes, shown once',
    totpDisable:
      'Turn the authenticator app off and drop the recovery codes (a recent check is needed)',
    renewRecoveryCodes:
      'Replace the recovery codes with ten new ones (a recent check is needed)',
    secondFactor:
      'Complete a password or e-mailed-code sign-in with the app’s code or a recovery code',
    stepUp:
      'Confirm the second factor or a passkey again before a sensitive change',
    signInHistory:
      'The last 20 sign-ins of the customer (90 days), IP addresses masked',
    withdraw:
      'Withdraw from a contract within 14 days (§ 356a BGB): signed in for an own line, or as a guest; needs the confirm step',
    withdrawReceipt:
      'The receipt of a withdrawal as a PDF (by the link withdraw gave)',
    withdrawableLines:
      'The customer’s lines a withdrawal may name, with their order dates and periods',
    privacy:
      'The privacy centre: the marketing consent, the exports left today, an open erasure request',
    marketingConsent:
      'Give or take back the consent to marketing e-mails (WHMCS marketingoptin)',
    requestErasure:
      'Ask for erasure: opens a tracked ticket (never deletes the account)',
    dataExport:
      'Everything kept about the customer as a ZIP (JSON and CSV files), built on request, a few per day',
    payMethods:
      'The customer’s stored payment methods (never a full number) and whether WHMCS charges them automatically',
    setDefaultPayMethod:
      'Make one of the customer’s stored payment methods the one WHMCS charges first',
    removePayMethod: 'Remove one of the customer’s stored payment methods',
    addPayMethodLink:
      'A single-sign-on link to WHMCS’s page where a new card or account is added',
    autoPay:
      'Switch automatic charging of due invoices on or off (WHMCS disableautocc)',
    addFundsLink:
      'A single-sign-on link to WHMCS’s add-funds page, when WHMCS allows adding funds',
    creditHistory:
      'The account credit, its movements and what WHMCS allows when adding funds',
    emails: 'One page of the e-mails WHMCS sent the customer, newest first',
    email: 'One e-mail WHMCS sent the customer, with its HTML',
    serviceStatus:
      'Known problems of the service (WHMCS network issues), read at most once a minute',
    connectionOptions:
      'The connection counts a line may move to, with the pro-rata price of each',
    addConnection:
      'Order more connections for a line; answers the order and its invoice',
    channels:
      'The live channels of a line by category, read from its IPTV panel with the line’s own login',
    channelGuide:
      'What is on now and next on some channels of a line, read from its IPTV panel',
    pushKey: 'The VAPID public key a device subscribes to push reminders with',
    pushSubscribe:
      'Opt this device in to push reminders (its Push API subscription), with the kinds it wants',
    pushUnsubscribe: 'Opt this device out of push reminders',
    pushPreferences:
      'The kinds of reminder this device gets; sets them when kinds are sent',
  };
