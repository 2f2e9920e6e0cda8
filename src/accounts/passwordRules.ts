/** The server's rule (argon2id-hashed passwords of at least 8 characters), checked before the call. */
export const PASSWORD_MIN_LENGTH = 8;
