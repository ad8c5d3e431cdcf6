// What two people are to each other: the compatibility reading is written for that bond. Romance is
// the spec's reading and the default; the other kinds read the same contacts for friendship,
// family or work.
export const RELATIONSHIP_KINDS = ['romantic', 'friends', 'family', 'colleagues'] as const;
export type RelationshipKind = (typeof RELATIONSHIP_KINDS)[number];
/** The kinds whose reading leaves romance out. */
export type PlatonicKind = Exclude<RelationshipKind, 'romantic'>;
export const DEFAULT_RELATIONSHIP: RelationshipKind = 'romantic';
