import { type FormDefinitionInput, formDefinitionSchema } from '@fieldbook/domain/forms/forms.schemas';
import type { Executor } from '../db/database';
import { insertForm, insertTemplate } from '../modules/forms/index';

/** A gas appliance compliance check (Victoria: Type A appliance servicing, AS/NZS 5601.1). */
const GAS_COMPLIANCE: FormDefinitionInput = {
  sections: [
    {
      id: 'appliance',
      title: 'Appliance',
      fields: [
        {
          id: 'appliance_type',
          type: 'choice',
          label: 'Appliance type',
          required: true,
          options: ['Space heater', 'Ducted heater', 'Hot water unit', 'Cooktop', 'Wall oven', 'Other'],
        },
        { id: 'location', type: 'text', label: 'Location in the premises', required: true },
        { id: 'make', type: 'text', label: 'Make', required: true },
        { id: 'model', type: 'text', label: 'Model' },
        { id: 'serial', type: 'text', label: 'Serial number' },
        { id: 'gas_type', type: 'choice', label: 'Gas type', required: true, options: ['Natural gas', 'LPG'] },
        { id: 'data_plate', type: 'photo', label: 'Data plate photo' },
      ],
    },
    {
      id: 'checks',
      title: 'Safety checks',
      fields: [
        {
          id: 'checks_heading',
          type: 'instructions',
          label: 'Before you start',
          help: 'Isolate the appliance and test for leaks before removing any covers.',
        },
        { id: 'leak_test', type: 'yes_no', label: 'Gas installation leak tested and sound', required: true },
        { id: 'operating_pressure', type: 'number', label: 'Operating pressure (kPa)', required: true },
        { id: 'co_reading', type: 'number', label: 'CO reading at flue (ppm)', required: true },
        { id: 'spillage_test', type: 'yes_no', label: 'Spillage test passed', required: true },
        { id: 'ventilation', type: 'yes_no', label: 'Ventilation adequate', required: true },
        {
          id: 'flue',
          type: 'choice',
          label: 'Flue condition',
          required: true,
          options: ['Good', 'Needs attention', 'Not applicable'],
        },
        {
          id: 'defects',
          type: 'multiple_choice',
          label: 'Defects found',
          options: ['Cracked heat exchanger', 'Blocked flue', 'Poor combustion', 'Gas leak', 'Inadequate ventilation'],
        },
        { id: 'defect_photos', type: 'photo', label: 'Photos of defects' },
      ],
    },
    {
      id: 'outcome',
      title: 'Outcome',
      fields: [
        {
          id: 'result',
          type: 'choice',
          label: 'Result',
          required: true,
          options: ['Safe to use', 'Safe with advice', 'Disconnected – unsafe'],
        },
        { id: 'work_done', type: 'long_text', label: 'Work carried out', required: true },
        { id: 'next_service', type: 'date', label: 'Next service due' },
        { id: 'completed_at', type: 'time', label: 'Time completed', required: true },
        { id: 'fitter_signature', type: 'signature', label: 'Gasfitter signature', required: true },
        { id: 'client_signature', type: 'signature', label: 'Client signature' },
      ],
    },
  ],
};

/** A backflow prevention device test (AS 2845.3: annual testing of testable devices). */
const BACKFLOW_TEST: FormDefinitionInput = {
  sections: [
    {
      id: 'device',
      title: 'Device',
      fields: [
        { id: 'hazard', type: 'choice', label: 'Hazard rating', required: true, options: ['High', 'Medium', 'Low'] },
        {
          id: 'device_type',
          type: 'choice',
          label: 'Device type',
          required: true,
          options: ['RPZD', 'DCV', 'DCVA', 'PVB', 'Other'],
        },
        { id: 'make', type: 'text', label: 'Make', required: true },
        { id: 'size', type: 'number', label: 'Size (mm)', required: true },
        { id: 'serial', type: 'text', label: 'Serial number', required: true },
        { id: 'location', type: 'text', label: 'Device location', required: true },
        { id: 'device_photo', type: 'photo', label: 'Device photo', required: true },
      ],
    },
    {
      id: 'test',
      title: 'Test results',
      fields: [
        { id: 'test_heading', type: 'heading', label: 'Differential pressures' },
        {
          id: 'readings',
          type: 'table',
          label: 'Readings',
          required: true,
          columns: [
            { id: 'check', label: 'Check' },
            { id: 'kpa', label: 'Reading (kPa)' },
            { id: 'result', label: 'Pass / Fail' },
          ],
        },
        { id: 'relief_valve', type: 'number', label: 'Relief valve opening point (kPa)' },
        { id: 'test_kit', type: 'text', label: 'Test kit serial', required: true },
        { id: 'kit_calibrated', type: 'date', label: 'Test kit calibration date', required: true },
        { id: 'passed', type: 'yes_no', label: 'Device passed', required: true },
        { id: 'repairs', type: 'long_text', label: 'Repairs made' },
      ],
    },
    {
      id: 'sign_off',
      title: 'Sign-off',
      fields: [
        { id: 'tested_on', type: 'date', label: 'Test date', required: true },
        { id: 'tester_signature', type: 'signature', label: 'Tester signature', required: true },
      ],
    },
  ],
};

export const DEMO_FORMS = [
  {
    name: 'Gas appliance compliance check',
    description: 'Type A appliance service and safety check',
    definition: GAS_COMPLIANCE,
    template: {
      title: 'Gas Compliance Certificate',
      standard: 'AS/NZS 5601.1',
      description: 'Issued after servicing or installing a gas appliance.',
    },
  },
  {
    name: 'Backflow prevention test',
    description: 'Annual test of a testable backflow prevention device',
    definition: BACKFLOW_TEST,
    template: {
      title: 'Backflow Prevention Device Test Report',
      standard: 'AS 2845.3',
      description: 'Lodged with the water authority after each annual test.',
    },
  },
] as const;

/** The demo plumber's forms, each with a master report template pinned at version 1. */
export async function seedDemoForms(tx: Executor, companyId: number, ownerId: number) {
  for (const demo of DEMO_FORMS) {
    const form = await insertForm(
      tx,
      companyId,
      ownerId,
      { name: demo.name, description: demo.description, isBeta: false },
      formDefinitionSchema.parse(demo.definition),
    );
    await insertTemplate(tx, companyId, ownerId, {
      formId: form.id,
      formVersion: 1,
      title: demo.template.title,
      standard: demo.template.standard,
      masterVersion: 1,
      minorVersion: 0,
      isMaster: true,
      isBeta: false,
      description: demo.template.description,
    });
  }
}
