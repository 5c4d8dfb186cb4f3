import type { RequiredLicenceType } from '@fieldbook/domain/licences/qualification.rules';
import type { Executor } from '../../db/database';
import { licenceTypesNamed } from '../licences/index';
import { requiredLicenceTypeIds } from './appointment-types.repository';

/** The licence types each appointment type requires, by name (issue 37). */
export async function requiredLicencesByType(
  db: Executor,
  companyId: number,
  typeIds: readonly number[],
): Promise<Map<number, RequiredLicenceType[]>> {
  const links = await requiredLicenceTypeIds(db, companyId, typeIds);
  const named = await licenceTypesNamed(
    db,
    companyId,
    links.map((link) => link.licenceTypeId),
  );
  const byType = new Map<number, RequiredLicenceType[]>(typeIds.map((id) => [id, []]));
  for (const link of links) {
    const type = named.find((one) => one.id === link.licenceTypeId);
    if (type) byType.get(link.appointmentTypeId)?.push(type);
  }
  for (const list of byType.values()) list.sort((a, b) => a.name.localeCompare(b.name));
  return byType;
}

/** What a job of these appointment types requires: each licence type any of them requires, once. */
export async function requiredLicences(
  db: Executor,
  companyId: number,
  typeIds: readonly number[],
): Promise<RequiredLicenceType[]> {
  const all = [...(await requiredLicencesByType(db, companyId, typeIds)).values()].flat();
  return all.filter((type, index) => all.findIndex((one) => one.id === type.id) === index);
}
