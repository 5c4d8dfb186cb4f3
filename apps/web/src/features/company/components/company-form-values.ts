import type { updateCompanyBodySchema } from '@fieldbook/domain/company/company.schemas';
import type { z } from 'zod';

export type CompanyFormValues = z.input<typeof updateCompanyBodySchema>;
