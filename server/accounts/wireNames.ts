// The spec calls a member's pseudo `firstName` on the wire: the register body, and the login,
// refresh and getUsers replies (its database column is `first_name`, named after the spec too).
// Inside the server it is `pseudo`; the wire name is read and written here only.

export function pseudoFromWire(body: { firstName: string }): string {
  return body.firstName;
}

export function withWirePseudo<T extends { pseudo: string }>({ pseudo, ...rest }: T): Omit<T, 'pseudo'> & { firstName: string } {
  return { ...rest, firstName: pseudo };
}
