/**
 * The fewest characters a new password may have (sign-up, reset, change, staff accounts): the server refuses
 * a shorter one and the client's forms check it before the call.
 */
export const PASSWORD_MIN_LENGTH = 8;
