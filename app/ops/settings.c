/* settings.c - see settings.h. */
#include "settings.h"

#include <stdio.h>
#include <string.h>

#include "iban.h"
#include "mailaddr.h"
#include "text.h"
#include "tzsetup.h"

int ops_config_check(const char *key, const char *val, char *out, size_t n, sk_err *err)
{
    snprintf(out, n, "%s", val);
    if (strcmp(key, "lang") == 0) {
        if (strcmp(val, "de") != 0 && strcmp(val, "en") != 0)
            return sk_err_set(err, SK_INVALID, _("lang must be de or en, not '%s'"), val);
    } else if (strcmp(key, "tz") == 0) {
        if (!sk_tz_known(val))
            return sk_err_set(err, SK_INVALID, _("tz '%s' is not a time zone of this system "
                              "(e.g. Europe/Berlin, Europe/Vienna, UTC)"), val);
    } else if (strcmp(key, "iban") == 0) {
        if (iban_check_sepa(val, err) != SK_OK) /* the GiroCode's account */
            return SK_INVALID;
        iban_normalize(val, out);
    } else if (strcmp(key, "bic") == 0) {
        if (bic_check(val, err) != SK_OK)
            return SK_INVALID;
    } else if (strcmp(key, "mail_from") == 0) {
        return mailaddr_check(_("mail_from"), val, err);
    } else if (strcmp(key, "smtp_tls") == 0) {
        if (strcmp(val, "required") != 0 && strcmp(val, "try") != 0)
            return sk_err_set(err, SK_INVALID, _("smtp_tls must be required or try, not '%s'"),
                              sk_utf8_valid(val) ? val : "?");
    } else if (strncmp(key, "smtp_", 5) == 0) {
        bool url = strcmp(key, "smtp_url") == 0;
        for (const unsigned char *p = (const unsigned char *)val; *p; p++)
            if (*p < 0x20 || *p == 0x7f || (url && (*p == ' ' || *p == '@')))
                return sk_err_set(err, SK_INVALID, url ? _("smtp_url: no space, control "
                                  "character or '@' (the login goes into 'smtp_user' and "
                                  "'smtp_password')") : _("%s: no control character"), key);
        if (!*val || strlen(val) > 300)
            return sk_err_set(err, SK_INVALID, _("%s: 1 to 300 characters"), key);
        if (url && strncmp(val, "smtp://", 7) != 0 && strncmp(val, "smtps://", 8) != 0)
            return sk_err_set(err, SK_INVALID, _("smtp_url must begin with smtp:// or smtps:// "
                              "(like smtp://mail.example.org:587)"));
    } else if (strcmp(key, "payee") == 0) {
        if (text_name_check(_("payee"), val, err) != SK_OK)
            return SK_INVALID;
        size_t chars = 0;
        for (const char *p = val; *p; p++)
            chars += ((unsigned char)*p & 0xC0) != 0x80;
        if (chars > EPC_NAME_MAX)
            return sk_err_set(err, SK_INVALID, _("payee: at most %d characters (the "
                              "account holder's name on a SEPA transfer)"), EPC_NAME_MAX);
    }
    return SK_OK;
}

int ops_config_set(db *d, const char *key, const char *value, sk_err *err)
{
    char stored[OPS_CONFIG_MAX];
    if (value && ops_config_check(key, value, stored, sizeof stored, err) != SK_OK)
        return SK_INVALID;
    return db_config_set(d, key, value ? stored : NULL, err);
}
