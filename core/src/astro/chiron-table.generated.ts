// Placeholder until core/scripts/generate-chiron.ts writes the table.
export const CHIRON_TABLE = { start_tt: 0, step_days: 20, count: 0, data: '' };
