#!/usr/bin/python3
"""Check one message of the SMTP sink (tests/day/mail.sh):
    mailcheck.py MSG.eml DIR  -> prints lines the suite compares:
    parts=TYPE,TYPE,...  to=...  subject=...  text lines (text=...), and writes
    the attachments to DIR/<filename>."""
import email
import email.policy
import os
import sys

msg = email.message_from_binary_file(open(sys.argv[1], "rb"), policy=email.policy.default)
print("multipart=%s" % msg.get_content_type())
print("to=%s" % msg["To"])
print("from=%s" % msg["From"])
print("subject=%s" % msg["Subject"])
parts = [p for p in msg.iter_parts()]
print("parts=%s" % ",".join(p.get_content_type() for p in parts))
for p in parts:
    if p.get_content_type() == "text/plain":
        print("charset=%s" % p.get_content_charset())
        for line in p.get_content().splitlines():
            print("text=%s" % line)
    else:
        data = p.get_payload(decode=True)
        name = p.get_filename()
        with open(os.path.join(sys.argv[2], name), "wb") as f:
            f.write(data)
        print("attachment=%s %d %s" % (name, len(data), data[:8] == b"\x89PNG\r\n\x1a\n"))
