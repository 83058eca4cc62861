import { useState, type ReactNode } from 'react';
import { useLoginPic } from '../../api/auth';

interface Props {
  className?: string;
  imageClassName?: string;
  fallbackClassName?: string;
}

/**
 * The left-hand picture from GET /api/pc/login/getLoginPic; a drawn gradient when the server
 * has none or it fails to load (with `children` as its caption), so the panel never shows a
 * broken image.
 */
export function LoginArt({ className, imageClassName, fallbackClassName, children }: Props & { children?: ReactNode }) {
  const pic = useLoginPic().data;
  const [failed, setFailed] = useState<string | null>(null);
  const show = pic && failed !== pic;
  return (
    <div className={className}>
      {show ? (
        <img src={pic} alt="" className={imageClassName} onError={() => setFailed(pic)} />
      ) : (
        <>
          <div className={fallbackClassName} aria-hidden="true" />
          {/* The server's picture carries its own message; the drawn one gets ours. */}
          {children}
        </>
      )}
    </div>
  );
}
