/**
 * The owner's profile. These are sample values: an owner replaces them with their own.
 */
export const owner = {
  name: 'Aung Sample',
  role: 'Full-stack app developer',
  email: 'contact@example.com',
  /** Named in the legal texts' governing-law clauses. */
  city: { en: 'Yangon', my: 'ရန်ကုန်', zh: '仰光', ko: '양곤' },
} as const;
