/** A password has at least this many characters (NIST SP 800-63B's minimum for a chosen password)… */
export const PASSWORD_MIN_LENGTH = 8;
/** …and at most this many: enough for any passphrase, bounded so hashing stays cheap to refuse. */
export const PASSWORD_MAX_LENGTH = 128;

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/**
 * Failed log-ins are counted per key in a fixed window from the first failure: this many for one e-mail lock it for
 * the rest of the window (a guessed password needs the account's e-mail)…
 */
export const EMAIL_FAILURE_LIMIT = 5;
/** …and this many from one client address (higher: Thai mobile networks put many shoppers behind one address). */
export const ADDRESS_FAILURE_LIMIT = 20;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Registrations from one client address (an IPv6 /64) in that window: each costs a password hash. */
export const ADDRESS_REGISTRATION_LIMIT = 10;

/** Form posts: a name, an e-mail, passwords and the continue_url (a page address, at most about 8 KiB). */
export const ACCOUNT_FORM_BODY_LIMIT_BYTES = 16 * 1024;
