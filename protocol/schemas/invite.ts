import { type Static, Type } from 'typebox';

/** The invite page's figures: the user's own code and how many people signed up with it. */
export const InviteInfo = Type.Object({
  invite_code: Type.String(),
  invite_count: Type.Integer({ minimum: 0 }),
});
export type InviteInfo = Static<typeof InviteInfo>;
