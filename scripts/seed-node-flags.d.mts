export const seedNodeFlags: string[];
