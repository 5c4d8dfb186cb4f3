import type { updateCompanyBodySchema } from '@fieldbook/domain/company/company.schemas';
import type { z } from '@fieldbook/domain/zod';

export type CompanyFormValues = z.input<typeof updateCompanyBodySchema>;
