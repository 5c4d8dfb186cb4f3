import { type ReactNode, useEffect } from 'react';
import '../../../components/lean-ui.css';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}

/**
 * The centred card of the sign-in, sign-up and password screens, in plain elements (lean-ui.css) so
 * the sign-in page loads without MUI; it looks as the outlined Paper and Typography it replaces.
 */
export function AuthCard({ title, subtitle, children, footer, wide }: AuthCardProps) {
  useEffect(() => {
    document.title = `${title} · Fieldbook`;
  }, [title]);
  return (
    <div className="fb-auth fb-centre">
      <div className={`fb-card fb-card-outlined fb-auth-card${wide ? ' fb-auth-card-wide' : ''}`}>
        <p className="fb-overline fb-auth-brand">Fieldbook</p>
        <h1 className="fb-h5 fb-gutter">{title}</h1>
        {subtitle && <p className="fb-body1 fb-secondary fb-auth-subtitle">{subtitle}</p>}
        {children}
        {footer && <div className="fb-auth-footer">{footer}</div>}
      </div>
    </div>
  );
}
