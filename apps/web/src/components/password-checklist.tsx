import { passwordChecklist } from '@fieldbook/domain/auth/password.rules';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from './visually-hidden';

interface PasswordChecklistProps {
  password: string;
  /** Adds the "You cannot use a previous password" note when an existing password is being changed. */
  changing?: boolean;
  id?: string;
}

/** The live password-strength checklist of platform section 5. */
export function PasswordChecklist({ password, changing = false, id }: PasswordChecklistProps) {
  const checks = passwordChecklist(password);
  return (
    <Box
      component="ul"
      id={id}
      aria-label="Password requirements"
      sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'grid', gap: 0.5 }}
    >
      {checks.map((check) => (
        <Box
          component="li"
          key={check.key}
          data-passed={check.passed}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: check.passed ? 'success.main' : 'text.secondary',
          }}
        >
          {check.passed ? (
            <CheckCircle fontSize="small" aria-hidden />
          ) : (
            <RadioButtonUnchecked fontSize="small" aria-hidden />
          )}
          <Typography variant="body2" component="span">
            {check.label}
          </Typography>
          <Box component="span" sx={visuallyHidden}>
            {check.passed ? '(done)' : '(not done)'}
          </Box>
        </Box>
      ))}
      {changing && (
        <Typography component="li" variant="body2" color="text.secondary" sx={{ pl: 3.5 }}>
          You cannot use a previous password
        </Typography>
      )}
    </Box>
  );
}
