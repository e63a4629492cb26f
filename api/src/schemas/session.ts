// The signed-in caller (GET /api/session, issue 16). No Node-only imports: the browser imports the types.
import { Type, type Static } from 'typebox';

export const SessionSchema = Type.Object(
  {
    sub: Type.String({ description: "the token's subject: the id a signed-in user names itself by (saved download filters)" }),
    name: Type.Union([Type.String(), Type.Null()], { description: "the token's name claim, null when it has none" }),
    roles: Type.Array(Type.String(), { description: 'the roles of the roles claim (AUTH_ROLES_CLAIM): Developer, Administrator, User' }),
    isDeveloper: Type.Boolean(),
    isAdmin: Type.Boolean(),
    isUser: Type.Boolean(),
  },
  { additionalProperties: false, title: 'Session' },
);

export type Session = Static<typeof SessionSchema>;
