/** The query cache key of one reading; its own module so pages can use it without the schemas. */
export const readingQueryKey = (readingId: string | null) => ['reading', readingId] as const;
