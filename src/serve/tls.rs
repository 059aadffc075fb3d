//! HTTPS for the board, for those who want the scorer's key never to cross the network in
//! clear (`serve --tls CERT KEY`): rustls (with ring), the certificate chain and its
//! private key read from PEM files as every small file of canasta is read (a plain file,
//! bounded). Over plain HTTP, whoever can read the network's traffic (an open café
//! network) can read the key and write the game; over HTTPS only the board and the phone
//! see it. A self-signed certificate is enough for a table (the phone asks once whether
//! to trust it).

use std::path::Path;
use std::sync::Arc;

use rustls_pki_types::pem::PemObject;
use rustls_pki_types::{CertificateDer, PrivateKeyDer};
use tokio_rustls::TlsAcceptor;
use tokio_rustls::rustls::ServerConfig;

use super::Result;
use crate::disk::program::read_limited;
use crate::store::error::Context as _;

/// The largest certificate chain or key file read.
const MAX_PEM_BYTES: u64 = 256 * 1024;

/// Why the board cannot serve HTTPS with the files given. Worded in `render`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TlsRefused {
    /// The certificate file holds no certificate (PEM, `-----BEGIN CERTIFICATE-----`).
    NoCertificate { path: String },
    /// The key file holds no private key (PEM: PKCS#8, PKCS#1 or SEC1).
    NoKey { path: String },
    /// The key is not the certificate's (its public key is not the one certified).
    Mismatch { cert: String, key: String },
    /// rustls refused the pair for another reason (its own words).
    Refused { reason: String },
}

impl std::error::Error for TlsRefused {}

impl std::fmt::Display for TlsRefused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let said = match self {
            TlsRefused::NoCertificate { path } => {
                crate::tr!("cli-serve-tls-no-certificate", path = path.clone())
            }
            TlsRefused::NoKey { path } => crate::tr!("cli-serve-tls-no-key", path = path.clone()),
            TlsRefused::Mismatch { cert, key } => crate::tr!(
                "cli-serve-tls-mismatch",
                cert = cert.clone(),
                key = key.clone()
            ),
            TlsRefused::Refused { reason } => {
                crate::tr!("cli-serve-tls-refused", reason = reason.clone())
            }
        };
        f.write_str(&said)
    }
}

/// The acceptor for the certificate chain in `cert` and the private key in `key`.
pub fn acceptor(cert: &Path, key: &Path) -> Result<TlsAcceptor> {
    let read = |path: &Path| -> Result<String> {
        Ok(read_limited(path, MAX_PEM_BYTES).with_context(|| {
            crate::core::store_facts::Doing::new(crate::core::store_facts::Op::Read, path.display())
        })?)
    };
    let cert_text = read(cert)?;
    let chain: Vec<CertificateDer<'static>> = CertificateDer::pem_slice_iter(cert_text.as_bytes())
        .filter_map(|c| c.ok())
        .collect();
    if chain.is_empty() {
        return Err(TlsRefused::NoCertificate {
            path: cert.display().to_string(),
        }
        .into());
    }
    let key_text = read(key)?;
    let private =
        PrivateKeyDer::from_pem_slice(key_text.as_bytes()).map_err(|_| TlsRefused::NoKey {
            path: key.display().to_string(),
        })?;
    let provider = Arc::new(tokio_rustls::rustls::crypto::ring::default_provider());
    let config = ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| TlsRefused::Refused {
            reason: e.to_string(),
        })?
        .with_no_client_auth()
        .with_single_cert(chain, private)
        .map_err(|e| match e {
            tokio_rustls::rustls::Error::InconsistentKeys(_) => TlsRefused::Mismatch {
                cert: cert.display().to_string(),
                key: key.display().to_string(),
            },
            e => TlsRefused::Refused {
                reason: e.to_string(),
            },
        })?;
    Ok(TlsAcceptor::from(Arc::new(config)))
}
