import type { RelationshipKind } from '@orrery/core/readings/relationship';
import type { MessageKey } from '@/i18n/i18n';

/** The label of each relationship kind, shared by the compatibility form, its result and the library. */
export const RELATIONSHIP_LABEL: Record<RelationshipKind, MessageKey> = {
  romantic: 'relationship.romantic',
  friends: 'relationship.friends',
  family: 'relationship.family',
  colleagues: 'relationship.colleagues',
};
