export const VERIFY_TYPES = ['register', 'forget', 'change'] as const;

export const phoneProperty = { type: 'string', maxLength: 11, pattern: '^1[3-9][0-9]{9}$' } as const;
export const codeProperty = { type: 'string', maxLength: 6, pattern: '^[0-9]{6}$' } as const;
