// Submits oidc-provider's logout confirmation form as soon as the page loads: the portal already asked to sign out.
document.getElementById('op.logoutForm')?.submit();
