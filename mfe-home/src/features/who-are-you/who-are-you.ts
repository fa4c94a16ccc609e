import type { StandardSchema } from '@coach/shared/forms';
import type { TranslateFn } from '@coach/shared/i18n';
import { userTypeField, type UserType } from '@coach/shared/schemas';

export const WHO_FIELDS = ['userType'] as const;

/** `{ userType }` checked with the shared user-type rule (message: 'Veuillez choisir votre profil'). */
export function createWhoAreYouSchema(t: TranslateFn): StandardSchema<UserType> {
  const field = userTypeField(t);
  return {
    '~standard': {
      validate(input: unknown) {
        const result = field['~standard'].validate((input as { userType: string }).userType);
        if (result instanceof Promise) throw new TypeError('the user-type rule must be synchronous');
        if (result.issues)
          return {
            issues: result.issues.map((issue) => ({ message: issue.message, path: [{ key: 'userType' }] })),
          };
        return { value: result.value as UserType };
      },
    },
  };
}
