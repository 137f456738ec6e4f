//! The sandbox provider over HTTP: every call, its codes, tokens, one-time codes and 3-D Secure.
