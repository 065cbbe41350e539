/**
 * The owner's profile. These are sample values: an owner replaces them with their own.
 */
export const owner = {
  name: 'Aung Sample',
  role: 'Full-stack app developer',
} as const;
