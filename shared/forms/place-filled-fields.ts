/**
 * The request fields a picked city fills (postal code, country, coordinates), each aliased to the form's city
 * field `name`: what the server says of them shows on the city (`useContractForm`'s `serverAliases`).
 */
export function placeFilledFields<Name extends string>(name: Name) {
  return { zipCode: name, country: name, latitude: name, longitude: name } as const;
}
